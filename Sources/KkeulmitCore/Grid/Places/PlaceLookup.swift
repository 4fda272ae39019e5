/// The outcome of looking a place name up in `PlaceDirectory`.
package enum PlaceLookup: Equatable, Sendable {
    /// Exactly one place answers to the name.
    case found(PlaceMatch)
    /// Several places answer to the name, in table order; ask the user to be more specific.
    case ambiguous([PlaceMatch])
    /// Nothing answers to the name; `suggestions` holds up to five full names that are spelled alike.
    case notFound(suggestions: [String])
}
