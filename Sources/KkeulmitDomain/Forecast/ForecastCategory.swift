/// A KMA forecast category code (`category` in every item). The short-term service sends POP PTY PCP REH SNO SKY TMP
/// TMN TMX UUU VVV WAV VEC WSD; the ultra-short ones add T1H RN1 LGT. KMA has added categories before, so a code this
/// build does not know is kept as `.other` rather than failing the decode.
package enum ForecastCategory: Hashable, Sendable {
    case pop, pty, pcp, reh, sno, sky, tmp, tmn, tmx, uuu, vvv, wav, vec, wsd, t1h, rn1, lgt
    case other(String)

    package init(code: String) {
        var text = code
        self = text.withUTF8(Self.known(utf8:)) ?? .other(code)
    }

    /// The known category these bytes spell, if any: the three bytes as one number, matched by a switch, where a
    /// switch over strings compares text (a cached issue reads 1,052 codes).
    package static func known(utf8 bytes: UnsafeBufferPointer<UInt8>) -> ForecastCategory? {
        guard bytes.count == 3 else { return nil }
        return switch UInt32(bytes[0]) << 16 | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) {
        case 0x504F50: .pop  // POP
        case 0x505459: .pty  // PTY
        case 0x504350: .pcp  // PCP
        case 0x524548: .reh  // REH
        case 0x534E4F: .sno  // SNO
        case 0x534B59: .sky  // SKY
        case 0x544D50: .tmp  // TMP
        case 0x544D4E: .tmn  // TMN
        case 0x544D58: .tmx  // TMX
        case 0x555555: .uuu  // UUU
        case 0x565656: .vvv  // VVV
        case 0x574156: .wav  // WAV
        case 0x564543: .vec  // VEC
        case 0x575344: .wsd  // WSD
        case 0x543148: .t1h  // T1H
        case 0x524E31: .rn1  // RN1
        case 0x4C4754: .lgt  // LGT
        default: nil
        }
    }
}
