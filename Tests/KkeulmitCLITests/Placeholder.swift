import Testing

@Test func placeholder_KkeulmitCLITests() {}
