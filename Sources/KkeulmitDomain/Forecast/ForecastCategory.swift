/// A KMA forecast category code (`category` in every item).
///
/// The short-term service sends POP PTY PCP REH SNO SKY TMP TMN TMX UUU VVV WAV VEC WSD; the ultra-short ones add
/// T1H RN1 LGT. KMA has added categories before, so a code this build does not know is kept as `.other` rather
/// than failing the decode.
package enum ForecastCategory: Hashable, Sendable, CustomStringConvertible {
    case pop, pty, pcp, reh, sno, sky, tmp, tmn, tmx, uuu, vvv, wav, vec, wsd, t1h, rn1, lgt
    case other(String)

    package static let known: [ForecastCategory] = [
        .pop, .pty, .pcp, .reh, .sno, .sky, .tmp, .tmn, .tmx, .uuu, .vvv, .wav, .vec, .wsd, .t1h, .rn1, .lgt,
    ]

    package init(code: String) {
        switch code {
        case "POP": self = .pop
        case "PTY": self = .pty
        case "PCP": self = .pcp
        case "REH": self = .reh
        case "SNO": self = .sno
        case "SKY": self = .sky
        case "TMP": self = .tmp
        case "TMN": self = .tmn
        case "TMX": self = .tmx
        case "UUU": self = .uuu
        case "VVV": self = .vvv
        case "WAV": self = .wav
        case "VEC": self = .vec
        case "WSD": self = .wsd
        case "T1H": self = .t1h
        case "RN1": self = .rn1
        case "LGT": self = .lgt
        default: self = .other(code)
        }
    }

    /// The code as KMA spells it.
    package var code: String {
        switch self {
        case .pop: "POP"
        case .pty: "PTY"
        case .pcp: "PCP"
        case .reh: "REH"
        case .sno: "SNO"
        case .sky: "SKY"
        case .tmp: "TMP"
        case .tmn: "TMN"
        case .tmx: "TMX"
        case .uuu: "UUU"
        case .vvv: "VVV"
        case .wav: "WAV"
        case .vec: "VEC"
        case .wsd: "WSD"
        case .t1h: "T1H"
        case .rn1: "RN1"
        case .lgt: "LGT"
        case .other(let code): code
        }
    }

    package var description: String { code }
}
