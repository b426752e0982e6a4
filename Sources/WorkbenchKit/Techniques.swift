/// Feathers' dependency-breaking and change techniques, explained in a paragraph each.
public enum Techniques {
    public static let explanations: [String: String] = [
        "Sprout Method":
            "Write the new behaviour as a new method, test first, apart from the code that is hard to test. The old method gains a single line that calls it and is otherwise left alone, so the new logic is covered even though its caller is not.",
        "Sprout Class":
            "When the class that needs the change cannot be built in a test, write the new behaviour as a new type, test first. The old code gains a line or two that create and call it; the new type never learns about the old mess.",
        "Wrap Method":
            "Keep the old method's behaviour under a new name and make the old name call both the old behaviour and the new one. Every caller gets the addition, and neither part is mixed into the other.",
        "Wrap Class":
            "Write a decorator: a new type that conforms to the same protocol, holds the old object, forwards to it and adds the new behaviour. The composition root wires it in; the old class does not change.",
        "Extract Method":
            "Move lines out of a long method, such as a life-cycle method a test cannot call on its own, into a method with a name. Behaviour stays identical; the new method is a test point.",
        "Extract Interface":
            "Declare a protocol listing the methods a client uses of a concrete class, make the class conform, and let the client store the protocol. A test can then hand in its own implementation.",
        "Extract Implementer":
            "Turn the class's name into a protocol and move its body into a new concrete type. Clients keep the name they know and can be given another implementation.",
        "Subclass and Override Method":
            "In a test, subclass the class and override the one method that does something troublesome (network, clock, UI). It needs a non-final class and a method declared in the class body, not in an extension.",
        "Extract and Override Call":
            "Move a troublesome call, global read or construction into an overridable member of its own, so a test subclass can replace just that member and keep the rest.",
        "Supersede Instance Variable":
            "Make an object the type created itself replaceable after construction: a settable stored property with the production default. A test sets its own before exercising the code.",
        "Parameterize Constructor":
            "Give the initializer a new parameter for what it used to create or look up itself, with the old behaviour as the default. Existing call sites compile unchanged; a test passes its own value.",
        "Parameterize Method":
            "Give a method a parameter for what it used to read itself (the clock, a global, a singleton), defaulting to the old value, so a test decides it.",
        "Replace Global Reference with Getter":
            "Route every direct use of a global through one overridable getter or property, so there is a single place a test can change what the code reaches.",
        "Encapsulate Global References":
            "Gather several globals into one value or type that is passed in or held, and make every use go through it; the dependencies become visible and replaceable together.",
        "Introduce Static Setter":
            "Give a singleton a settable static so a test can install its own instance. It is a temporary step on the way to passing the instance in.",
        "Introduce Instance Delegator":
            "Give a static or free function an instance method that calls it, so callers can depend on an instance, and then on a protocol.",
        "Expose Static Method":
            "Logic that uses no instance state becomes a static or free function over plain values, testable without building the object.",
        "Primitivize Parameter":
            "Replace a parameter that is hard to build in a test with the plain values the logic really needs.",
        "Adapt Parameter":
            "Change a parameter of a hard-to-fake type to a narrow protocol we own, adopted by the platform type directly or through a thin wrapper.",
        "Break Out Method Object":
            "Turn a long method into a type whose stored properties were its locals and parameters; its pieces become methods a test can reach.",
        "Pull Up Feature":
            "Move the testable part of a class up into a superclass that has none of the troublesome dependencies, and test it there.",
        "Push Down Dependency":
            "Move the troublesome part of a class down into a subclass, so the class above it can be built and tested alone.",
        "Link Substitution":
            "Choose another implementation when linking: a different target in Package.swift, or a library preloaded at run time.",
    ]

    /// The paragraph for `technique`, or a plain note for a step that names no catalogue entry.
    public static func explanation(of technique: String) -> String {
        explanations[technique]
            ?? "\(technique) is not one of Feathers' dependency-breaking techniques: the step "
            + "is plain test-driven work or a named refactoring. Let the step's tests lead."
    }
}
