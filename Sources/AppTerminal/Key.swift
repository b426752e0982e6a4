/// A key a user pressed, as the terminal sends it.
public enum Key: Equatable, Sendable {
    case up, down, left, right, tab, backTab, enter, escape, backspace, interrupt
    case character(Character)

    /// The keys in one read of a terminal in raw mode: escape sequences for the arrows and
    /// Shift-Tab, control bytes for the others, and UTF-8 text as characters. A terminal
    /// writes a sequence in one piece, so an escape byte that ends a read is the Esc key.
    public static func decode(_ bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            keys += String(decoding: text, as: UTF8.self).map(Key.character)
            text = []
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            let control: Key?
            switch byte {
            case 0x1B:
                let rest = bytes[index...]
                if rest.count >= 2,
                    rest.first == UInt8(ascii: "[") || rest.first == UInt8(ascii: "O")
                {
                    index += 2
                    control = Self.sequence(rest[rest.startIndex + 1])
                } else {
                    control = .escape
                }
            case 0x09: control = .tab
            case 0x0D, 0x0A: control = .enter
            case 0x7F, 0x08: control = .backspace
            case 0x03, 0x04: control = .interrupt
            case ..<0x20: control = nil
            default:
                text.append(byte)
                continue
            }
            flushText()
            if let control { keys.append(control) }
        }
        flushText()
        return keys
    }

    /// The key of `ESC [ <final>`: arrows and Shift-Tab; nil for what the app does not use.
    private static func sequence(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "Z"): .backTab
        default: nil
        }
    }
}
