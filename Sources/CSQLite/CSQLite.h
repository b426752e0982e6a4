// SQLite's C API, from the system: libsqlite3-dev on Debian and Ubuntu, the SDK on macOS.
#include <sqlite3.h>
