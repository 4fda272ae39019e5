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
        var text = code
        self = text.withUTF8(Self.known(utf8:)) ?? .other(code)
    }

    /// The known category these bytes spell, if any: one comparison of four bytes a code, where a switch over
    /// strings compares text (a cached issue reads 1,052 codes).
    package static func known(utf8 bytes: UnsafeBufferPointer<UInt8>) -> ForecastCategory? {
        guard bytes.count == 3, let i = packedCodes.firstIndex(of: packed(bytes)) else { return nil }
        return known[i]
    }

    private static let packedCodes = known.map { category in
        var code = category.code
        return code.withUTF8(packed)
    }

    private static func packed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
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
