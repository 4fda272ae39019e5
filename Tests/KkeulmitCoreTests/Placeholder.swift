import Testing

@Test func placeholder_KkeulmitCoreTests() {}
