/* The test host's loader has no API: its constructor runs when the test binary loads. */
