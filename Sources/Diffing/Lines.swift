extension Substring {
    /// The text cut at every newline, as `split(separator: "\n",
    /// omittingEmptySubsequences: false)` cuts it, but reading bytes rather than characters:
    /// several times faster, and a "\r\n" is cut too, its "\r" staying with its line as GNU diff
    /// keeps it. An empty text is one empty line; a final newline leaves an empty last line.
    public func lines() -> [Substring] {
        var text = self
        // A loop over the bytes, not `filter`, so that a debug build is fast too.
        let newlines = text.withUTF8 { bytes in
            var offsets: [Int] = []
            var offset = 0
            while offset < bytes.count {
                if bytes[offset] == UInt8(ascii: "\n") { offsets.append(offset) }
                offset += 1
            }
            return offsets
        }
        var lines: [Substring] = []
        lines.reserveCapacity(newlines.count + 1)
        var start = startIndex
        for offset in newlines {
            let newline = utf8.index(startIndex, offsetBy: offset)
            lines.append(self[start..<newline])
            start = utf8.index(after: newline)
        }
        lines.append(self[start...])
        return lines
    }

    /// The text without the white space (spaces, tabs, a "\r") at either end.
    public var trimmed: Substring {
        // ASCII's white space is cut byte by byte; where what is left starts or ends beyond
        // ASCII (Unicode's other spaces, or a mark that joins the space before it), the text
        // is read as characters instead.
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Self.isSpace(bytes[start]) { start = bytes.index(after: start) }
        while start < end, Self.isSpace(bytes[bytes.index(before: end)]) {
            end = bytes.index(before: end)
        }
        guard start < end, bytes[start] >= 0x80 || bytes[bytes.index(before: end)] >= 0x80 else {
            return self[start..<end]
        }
        var text = self
        while text.first?.isWhitespace == true { text.removeFirst() }
        while text.last?.isWhitespace == true { text.removeLast() }
        return text
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || (UInt8(ascii: "\t")...UInt8(ascii: "\r")).contains(byte)
    }
}

extension String {
    /// The text cut at every newline, as `Substring.lines()` cuts it.
    public func lines() -> [Substring] { self[...].lines() }
}
