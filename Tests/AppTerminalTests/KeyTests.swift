import Testing

@testable import AppTerminal

@Suite("AppTerminal: keys")
struct KeyTests {
    @Test(
        "decodes what a terminal in raw mode sends for each key",
        arguments: [
            ([0x1B, 0x5B, 0x41], [Key.up]), ([0x1B, 0x5B, 0x42], [.down]),
            ([0x1B, 0x5B, 0x43], [.right]), ([0x1B, 0x5B, 0x44], [.left]),
            ([0x1B, 0x4F, 0x41], [.up]), ([0x1B, 0x5B, 0x5A], [.backTab]), ([0x09], [.tab]),
            ([0x0D], [.enter]), ([0x0A], [.enter]), ([0x1B], [.escape]), ([0x7F], [.backspace]),
            ([0x08], [.backspace]), ([0x03], [.interrupt]), ([0x04], [.interrupt]),
            ([0x71], [.character("q")]), ([0xC3, 0xA9], [.character("é")]),
            ([0x61, 0x09, 0x62], [.character("a"), .tab, .character("b")]),
            ([0x1B, 0x5B, 0x48], []), ([0x01], []),
        ] as [([UInt8], [Key])])
    func decode(bytes: [UInt8], keys: [Key]) {
        #expect(Key.decode(bytes) == keys)
    }
}
