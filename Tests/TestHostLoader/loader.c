/* Installs the MyBiz test host (Tests/TestHost/TestHost.swift) as the test binary loads,
   before any test runs, as Xcode launches the host app first. */
extern void mybiz_test_host_install(void);

__attribute__((constructor)) static void mybiz_test_host_load(void) {
    mybiz_test_host_install();
}
