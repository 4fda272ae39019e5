/// How a failure names the service it came from and the setting that points at another root, so that AirKorea's
/// failure never says KMA and pollen's points at `KKEULMIT_HEALTH_URL` (issue 27, item 4). Core names each root's
/// variable and no CLI option: the CLI may name another setting (`--base-url`) and what gives more time
/// (`--timeout`). Messages are built from these parts, never patched afterwards.
package struct ServiceVoice: Equatable, Sendable {
    package var root: ServiceRoot
    /// What to check when the root may be wrong.
    package var setting: String
    /// What a person raises for more time: "the time limit" unless the CLI names its option.
    package var timeLimit: String

    package init(_ root: ServiceRoot, setting: String? = nil, timeLimit: String? = nil) {
        self.root = root
        self.setting = setting ?? root.variable
        self.timeLimit = timeLimit ?? Self.timeLimit
    }

    /// The time-limit wording of Core, which has no options.
    package static let timeLimit = "the time limit"

    /// `root`'s own voice, keeping what this one says gives a run more time: this voice when it is `root`'s.
    package func speaking(for root: ServiceRoot) -> ServiceVoice {
        root == self.root ? self : ServiceVoice(root, timeLimit: timeLimit)
    }

    /// Who answered or did not: KMA for the forecast, each other service by its own name (`ServiceRoot.facts`).
    package var name: String { root.facts.name }
    package var product: String { root.facts.product }
    package var registration: String { root.facts.registration }

    /// "KMA's answer", "the answer of KMA's pollen service".
    package var answer: String {
        root == .forecast || root == .airKorea ? name + "'s answer" : "the answer of " + name
    }
}
