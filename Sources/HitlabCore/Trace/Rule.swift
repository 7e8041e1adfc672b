/// The rules of UIKit's event delivery that Hitlab follows and names: every tag the
/// narration prints (`[H2, C1]`) is one of these, and `docs/rules.md` explains each.
public enum Rule: String, CaseIterable, Sendable {
    case h1 = "H1", h2 = "H2", h3 = "H3", h4 = "H4", h5 = "H5", h6 = "H6", h7 = "H7"
    case c1 = "C1", c2 = "C2", c3 = "C3", c4 = "C4", c5 = "C5", c6 = "C6", c7 = "C7"
    case r1 = "R1", r2 = "R2", r3 = "R3", r4 = "R4", r5 = "R5", r6 = "R6"
    case t1 = "T1", t2 = "T2", t3 = "T3", t4 = "T4", t5 = "T5", t6 = "T6"
    case a1 = "A1", a2 = "A2", a3 = "A3", a4 = "A4", a5 = "A5"
    case g1 = "G1", g2 = "G2", g3 = "G3", g4 = "G4", g5 = "G5", g6 = "G6", g7 = "G7", g8 = "G8"
    case f1 = "F1", f2 = "F2"
    case w1 = "W1", w2 = "W2"
}
