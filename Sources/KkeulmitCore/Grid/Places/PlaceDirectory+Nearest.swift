import Foundation

extension PlaceDirectory {
    /// The place of the table nearest to a point (equirectangular distance, ample at these scales), among the
    /// places that have coordinates; nil for a non-finite point or a table without any. A point between two
    /// places keeps the one listed first, so the answer never depends on anything but the table.
    package func nearest(latitude: Double, longitude: Double) -> Place? {
        guard latitude.isFinite, longitude.isFinite else { return nil }
        let scale = cos(latitude * .pi / 180)
        var best: (place: Place, distance: Double)?
        for place in places where place.hasCoordinates {
            let dy = place.latitude - latitude
            let dx = (place.longitude - longitude) * scale
            let distance = dx * dx + dy * dy
            if distance < (best?.distance ?? .infinity) { best = (place, distance) }
        }
        return best?.place
    }
}
