/// A short name for the chain a workbench holds: FNV-1a (64 bits) of the legacy module and the
/// step files, in order. Two copies of the workbench with the same chain make and judge the
/// same exercises, wherever they are, so an exercise names the chain it came from by this.
public enum Fingerprint {
    /// The fingerprint of `chain`, which starts from the legacy module `legacy`.
    public static func of(chain: Chain, legacy: SourceTree) -> String {
        var hash = FNV1a()
        for path in legacy.files.keys.sorted() {
            hash.add(path)
            hash.add(legacy.files[path]!)
        }
        for step in chain.steps { hash.add(step.text) }
        let hex = String(hash.value, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}

/// FNV-1a, 64 bits: a hash of texts that is the same on every machine and every run, unlike
/// Swift's `Hasher`. Each text added ends with a 0 byte, so "ab" then "c" is not "a" then "bc".
struct FNV1a {
    private(set) var value: UInt64

    init(seed: UInt64 = 0) {
        value = 0xcbf2_9ce4_8422_2325 ^ seed
    }

    mutating func add(_ text: String) {
        for byte in text.utf8 {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        value = (value ^ 0) &* 0x0000_0100_0000_01b3
    }
}

extension Workspace {
    /// The fingerprint of this workbench's chain.
    public func fingerprint() throws(WorkbenchError) -> String {
        Fingerprint.of(chain: try chain(), legacy: try legacy())
    }
}
