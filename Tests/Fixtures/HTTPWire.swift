import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads one HTTP/1.1 request from a socket and writes one response, closing the connection.
enum HTTPWire {
    private static let headerEnd = Data("\r\n\r\n".utf8)

    static func readRequest(from descriptor: Int32) -> HTTPRequestRecord? {
        var bytes = Data()
        while bytes.range(of: headerEnd) == nil {
            guard let chunk = receive(descriptor) else { return nil }
            bytes.append(chunk)
        }
        let split = bytes.range(of: headerEnd)!
        let head = String(decoding: bytes[..<split.lowerBound], as: UTF8.self)
        var body = Data(bytes[split.upperBound...])
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        if headers["expect"]?.lowercased() == "100-continue" {
            send(Data("HTTP/1.1 100 Continue\r\n\r\n".utf8), to: descriptor)
        }
        let length = Int(headers["content-length"] ?? "") ?? 0
        while body.count < length {
            guard let chunk = receive(descriptor) else { return nil }
            body.append(chunk)
        }
        let target = String(requestLine[1])
        let path = target.split(separator: "?", maxSplits: 1).first.map(String.init) ?? target
        return HTTPRequestRecord(
            method: String(requestLine[0]), path: path, headers: headers, body: body)
    }

    static func write(_ response: FakeMyBizServer.Response, to descriptor: Int32) {
        let head =
            "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
            + "Content-Type: application/json; charset=utf-8\r\n"
            + "Content-Length: \(response.body.count)\r\n"
            + "Connection: close\r\n\r\n"
        send(Data(head.utf8) + response.body, to: descriptor)
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 500: "Internal Server Error"
        default: "Status"
        }
    }

    private static func receive(_ descriptor: Int32) -> Data? {
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        let count = recv(descriptor, &buffer, buffer.count, 0)
        guard count > 0 else { return nil }
        return Data(buffer[..<count])
    }

    private static func send(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let sent = sendBytes(descriptor, raw.baseAddress! + offset, raw.count - offset)
                guard sent > 0 else { return }
                offset += sent
            }
        }
    }
}

private func sendBytes(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        Glibc.send(descriptor, pointer, count, Int32(MSG_NOSIGNAL))
    #else
        Darwin.send(descriptor, pointer, count, 0)
    #endif
}
