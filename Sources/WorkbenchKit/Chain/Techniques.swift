/// A name a step's `technique:` field may carry: one of Feathers' techniques (the catalogue of
/// the house guide), or a plain label for a step that breaks no dependency.
public struct Technique: Sendable, Equatable {
    public let name: String
    /// What the technique is, in two lines at most.
    public let explanation: String
    /// Whether it is one of Feathers' techniques, rather than plain work named for what it is.
    public let isCatalogue: Bool
    /// Where the characterization harness, rather than the chain, uses the technique.
    public let harness: [String]

    init(_ name: String, _ explanation: String, catalogue: Bool = true, harness: [String] = []) {
        self.name = name
        self.explanation = explanation
        self.isCatalogue = catalogue
        self.harness = harness
    }
}

/// Feathers' dependency-breaking and change techniques, and the plain labels a step may use
/// instead, each explained in two lines.
public enum Techniques {
    /// Feathers' techniques, in the order the house guide lists them.
    public static let catalogue: [Technique] = [
        Technique(
            "Sprout Method",
            "Write the new behaviour as a new method, test first; the old method gains one line "
                + "that calls it and is otherwise left alone."),
        Technique(
            "Sprout Class",
            "The new behaviour is a type of its own, written test first, when the old class "
                + "resists a test or the change is another responsibility; the old code gains a "
                + "line or two that create and call it."),
        Technique(
            "Wrap Method",
            "Keep the old behaviour under a name and let the old method call it and the new "
                + "behaviour, so every caller gets both and neither is mixed into the other."),
        Technique(
            "Wrap Class",
            "A decorator: a new type of the same protocol holds the old object, forwards to it "
                + "and adds behaviour; the composition root wires it in."),
        Technique(
            "Extract Method",
            "Move lines out of a long method into a method with a name, behaviour unchanged: "
                + "a test point a test can call, or one copy of code that was written twice."),
        Technique(
            "Extract Interface",
            "A protocol lists methods the class already has, the class conforms with an empty "
                + "extension, and a client stores the protocol, so a test hands in its own."),
        Technique(
            "Extract Implementer",
            "The class's name becomes a protocol and its body moves to a new concrete type; "
                + "clients keep the name they know and can be given another implementation."),
        Technique(
            "Subclass and Override Method",
            "A test subclass overrides the one troublesome method. It needs a non-final class "
                + "and a method declared in the class body, not in an extension.",
            harness: [
                "ObservedAPI overrides loadTask to count requests and answers",
                "MockAPI overrides loadTask to answer with canned data",
            ]),
        Technique(
            "Extract and Override Call",
            "Move a troublesome call, global read or construction into an overridable member of "
                + "its own, so a test subclass replaces just that member."),
        Technique(
            "Supersede Instance Variable",
            "An object the type makes itself becomes replaceable after construction: a settable "
                + "stored property whose default is the production object.",
            harness: [
                "the seed's CalendarViewControllerTests set AppDelegate.api to a MockAPI",
                "MyBizApp sets AppDelegate.configuration to the fake server's address",
            ]),
        Technique(
            "Parameterize Constructor",
            "The initializer gains a parameter for what it used to make or look up itself, "
                + "defaulting to the old value; every call site compiles unchanged."),
        Technique(
            "Parameterize Method",
            "A method gains a parameter for what it used to read itself (the clock, a global), "
                + "defaulting to the old value, so a test decides it."),
        Technique(
            "Replace Global Reference with Getter",
            "Every use of a global goes through one overridable getter, the single place a test "
                + "changes what the code reaches."),
        Technique(
            "Encapsulate Global References",
            "Several globals gather into one value that is passed in or held, and every use goes "
                + "through it; the dependencies become visible and replaceable together."),
        Technique(
            "Introduce Static Setter",
            "A singleton gains a settable static so a test installs its own instance: a "
                + "temporary step, and one that fights Swift 6's strict concurrency."),
        Technique(
            "Introduce Instance Delegator",
            "A static or free function gains an instance method that calls it, so callers can "
                + "depend on an instance and then on a protocol."),
        Technique(
            "Expose Static Method",
            "Logic that uses no instance state becomes a static function over plain values, "
                + "testable without building the object."),
        Technique(
            "Primitivize Parameter",
            "A parameter that is hard to build in a test is replaced by the plain values the "
                + "logic really needs."),
        Technique(
            "Adapt Parameter",
            "A parameter of a hard-to-fake type becomes a narrow protocol we own, adopted by the "
                + "platform type directly or through a thin wrapper."),
        Technique(
            "Break Out Method Object",
            "A long method becomes a type whose stored properties were its locals and "
                + "parameters; its decisions become methods a test can reach."),
        Technique(
            "Pull Up Feature",
            "The testable part of a class moves up into a superclass free of the troublesome "
                + "dependencies, and is tested there."),
        Technique(
            "Push Down Dependency",
            "The troublesome part of a class moves down into a subclass, so the class above it "
                + "can be built and tested alone."),
        Technique(
            "Link Substitution",
            "Another implementation is chosen when linking: a different target in Package.swift, "
                + "or a library preloaded at run time.",
            harness: [
                "one characterization suite, linked once against LegacyMyBiz and once against "
                    + "RefactoredMyBiz",
                "Scripts/check-environments preloads libfaketime to move the clock",
            ]),
    ]

    /// Labels for steps that break no dependency: plain work, named for what it is.
    public static let plain: [Technique] = [
        Technique(
            "Test-driven feature",
            "New code with no legacy around it, written test first; nothing had to be broken to "
                + "reach it, so no technique is named.", catalogue: false),
        Technique(
            "Test-driven fix",
            "A bug is fixed because a new test that fails on the old code asks for it; where the "
                + "characterization suite pinned the bug, it declares the change.",
            catalogue: false),
        Technique(
            "Property injection",
            "A dependency read from a global becomes a settable stored property whose default is "
                + "that global. The type did not make it, so it is not Supersede Instance Variable.",
            catalogue: false),
        Technique(
            "Sensing variable",
            "Feathers' chapter 22: a field set where a long method knows a value in its middle, "
                + "so a test can read it; it goes once an extraction makes that value a result.",
            catalogue: false),
        Technique(
            "Preparatory refactoring",
            "Fowler's phrase: the code is reshaped so a coming change is easy (a new "
                + "collaborator, the property that holds it) while nothing uses it yet. No "
                + "dependency is broken until a later step.", catalogue: false),
        Technique(
            "Pull Up Method",
            "Fowler's refactoring: a method written alike in several types moves to one place "
                + "they share (in Swift, a protocol extension). Not Feathers' Pull Up Feature: "
                + "no dependency is broken.", catalogue: false),
        Technique(
            "Segregate Interface",
            "A fat protocol splits into one per role (the Interface Segregation Principle), so a "
                + "type adopts only what it uses. Design work: no dependency is broken.",
            catalogue: false),
        Technique(
            "Composition root",
            "Seemann's term: one place makes the app's objects and hands each its dependencies, "
                + "so none looks them up. It uses parameterized constructors and drops their "
                + "global defaults.",
            catalogue: false),
        Technique(
            "Substitute Algorithm",
            "Fowler's refactoring: a method does its work a clearer way with the same results (a "
                + "completion for a delegate's callbacks, a sender for a task it started). No "
                + "dependency is broken.", catalogue: false),
        Technique(
            "Split Phase",
            "Fowler's refactoring: code that does two things in turn splits into two phases, the "
                + "first handing the second a value (here an answer read, then delivered). No "
                + "dependency is broken.", catalogue: false),
        Technique(
            "Change Function Declaration",
            "Fowler's refactoring: a method's name or parameters change (a completion added while "
                + "the old signature forwards, or a value passed whole instead of its parts). No "
                + "dependency is broken.", catalogue: false),
        Technique(
            "Replace Magic Literal",
            "Fowler's refactoring: a literal whose meaning the code does not say (a table of "
                + "rates, a limit) becomes a named constant where a reader looks for it.",
            catalogue: false),
        Technique(
            "Replace Query with Parameter",
            "Fowler's refactoring: a value a method looked up itself, in a field another method "
                + "set, is passed in by its caller, so the method no longer depends on the order "
                + "of calls.", catalogue: false),
        Technique(
            "Move Method",
            "Fowler's refactoring: a method moves to the type whose data it uses, and what its old "
                + "home supplied becomes its parameters. No dependency is broken.",
            catalogue: false),
        Technique(
            "Extract Class",
            "Fowler's refactoring: fields and methods a feature sketch groups apart move into a "
                + "type of their own, which the old class holds and delegates to.",
            catalogue: false),
        Technique(
            "Move Field",
            "Fowler's refactoring: a field moves to the type whose work it is part of, and the "
                + "code that read it asks that type. No dependency is broken.",
            catalogue: false),
        Technique(
            "Separate Query from Modifier",
            "Fowler's refactoring: a method that answers a value and also changes what others "
                + "see only answers, and its callers make the change: a query a test can ask "
                + "twice. No dependency is broken.", catalogue: false),
        Technique(
            "Move Statements into Function",
            "Fowler's refactoring: statements every caller runs after a call move into what it "
                + "calls, so the result they made becomes one more of its answers.",
            catalogue: false),
        Technique(
            "Move Statements to Callers",
            "Fowler's refactoring: a statement a method ends with, which its callers may not all "
                + "want, moves out into them. Here it takes the UI out of the network layer.",
            catalogue: false),
        Technique(
            "Retroactive conformance",
            "A type we do not own adopts our protocol in an extension. Useful design, but not "
                + "one of Feathers' techniques: no dependency is broken.", catalogue: false),
        Technique(
            removeDeadCode,
            "Fowler's refactoring: code nothing calls any more is deleted, so the next reader is "
                + "not misled by it. The compiler proves it unused.", catalogue: false),
    ]

    /// The one label whose lesson is a deletion: `workbench check` looks for what it deletes.
    public static let removeDeadCode = "Remove Dead Code"

    /// Every label a step may carry.
    public static let all = catalogue + plain

    /// The technique or plain label called `name`, if there is one.
    public static func named(_ name: String) -> Technique? {
        all.first { $0.name == name }
    }

    /// The explanation of `technique`, or a plain note for a label that is neither.
    public static func explanation(of technique: String) -> String {
        named(technique)?.explanation
            ?? "\(technique) is not one of Feathers' techniques: the step is plain test-driven "
            + "work or a named refactoring. Let the step's tests lead."
    }
}
