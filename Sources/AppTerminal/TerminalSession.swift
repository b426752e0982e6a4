import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs an `AppDriver` in this process's terminal: keys read without echo or line editing,
/// each frame drawn over the last on the alternate screen when it changes, and the terminal
/// given back as it was when the user quits (or stdin ends).
public enum TerminalSession {
    /// Never returns: the main queue serves the app, the keys and the frames until the user
    /// quits; then the process exits with status 0.
    @MainActor
    public static func run(
        _ driver: AppDriver, every refresh: DispatchTimeInterval = .milliseconds(100)
    ) -> Never {
        let display = Display(driver: driver, terminal: isatty(STDIN_FILENO) == 1 ? RawMode() : nil)
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now(), repeating: refresh)
        timer.setEventHandler { MainActor.assumeIsolated { display.draw() } }
        timer.resume()
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 256)
            while true {
                let count = read(STDIN_FILENO, &buffer, buffer.count)
                let bytes = count > 0 ? Array(buffer[..<count]) : nil
                DispatchQueue.main.async { MainActor.assumeIsolated { display.receive(bytes) } }
                if bytes == nil { return }
            }
        }
        reader.start()
        dispatchMain()
    }

    /// The terminal's side: each frame drawn over the last when it changes, keys handed to the
    /// driver, and the terminal put back on the way out.
    @MainActor
    private final class Display {
        let driver: AppDriver
        let terminal: RawMode?
        var last = ""

        init(driver: AppDriver, terminal: RawMode?) {
            self.driver = driver
            self.terminal = terminal
            write("\u{1B}[?1049h\u{1B}[?25l")
        }

        func draw() {
            let frame = driver.frame()
            guard frame != last else { return }
            last = frame
            write("\u{1B}[H\u{1B}[2J" + frame.replacingOccurrences(of: "\n", with: "\r\n"))
        }

        /// Keys read, or nil when stdin ended.
        func receive(_ bytes: [UInt8]?) {
            guard let bytes else { finish() }
            for key in Key.decode(bytes) { driver.handle(key) }
            if driver.quitRequested { finish() }
            draw()
        }

        func finish() -> Never {
            write("\u{1B}[?25h\u{1B}[?1049l")
            terminal?.restore()
            exit(0)
        }
    }

    private static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    /// The terminal without echo, line editing or signals from Ctrl-C (which the driver reads
    /// as a key), and how to put it back.
    private final class RawMode {
        private var saved = termios()

        init?() {
            guard tcgetattr(STDIN_FILENO, &saved) == 0 else { return nil }
            var raw = saved
            raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
            raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
            guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else { return nil }
        }

        func restore() {
            var saved = saved
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
        }
    }
}
