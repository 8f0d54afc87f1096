/**
 * The three example documents of the Reference tab (SPEC.md §2), written for older students:
 * real science, a mature tone, 150-250 words. Each must be 100% decodable at its level by the
 * engine (test/worker/samples.test.ts proves it), so every word was chosen from levels 1..N,
 * the heart words allowed at N, or a bolded topic term (at most 8, under 15% of the words).
 * Terms keep one form throughout ("frogs", never "frog"): each spelling would count as a term.
 */
import type { ReadingLevel } from "../../schema/levels";

export interface Sample {
  readonly id: string;
  readonly name: string;
  readonly levelId: ReadingLevel;
  readonly title: string;
  /** Paragraphs separated by blank lines; high-level terms in **bold**. */
  readonly text: string;
}

export const SAMPLES: readonly Sample[] = [
  {
    id: "rain",
    name: "Rain",
    levelId: "level4",
    title: "Where Rain Comes From",
    text: `The sun warms the **ocean**, and some of its **water** drifts up as a gas called **water vapor**. You cannot spot this gas, but it is in the wind that brushes past you.

As the damp wind lifts up, it expands and chills. Chilled **vapor** clings to specks of dust, ash and pollen, and it collects as drops of **water** so small that they drift in the wind. This step is called **condensation**. A **cloud** is a vast mass of such droplets.

In the **cloud**, droplets bump and stick, and big drops pick up small ones. One drop of **rain** has the mass of lots and lots of droplets. In a thick **cloud**, much of the **rain** begins as bits of **ice** that get big and then melt as they drop. Once the drops are big, the wind cannot lift them, and they fall.

Drops of **rain** do not have a thin tip on top. Small drops are little balls, and big drops get flat on the bottom as the rushing wind pushes up on them. The biggest drops split into bits.

**Rain** that lands on hills runs off into ponds and, in the end, back to the **ocean**. Some sinks into the land, where plants drink it up and then let it drift off as **vapor**. This endless trip, from **ocean** to **cloud** to land and back, is called the **water cycle**.`,
  },
  {
    id: "frogs-and-toads",
    name: "Frogs & Toads",
    levelId: "level3",
    title: "Frogs, Toads and Metamorphosis",
    text: `**Frogs** and **toads** are **amphibians**: animals that begin with gills, as fish do, and then get **lungs**. Their eggs have no shells, so they deposit them in wet habitats, such as bogs and fens.

From the eggs come **tadpoles**. **Tadpoles** have gills and a **tail** with fins. Then, bit by bit, the **tadpoles** get legs and **lungs**, and the gills and **tail** vanish. This is **metamorphosis**. In the bogs, **tadpoles** are a rich dish for ducks and fish.

**Toads** are a subset of **frogs**, but you can tell which is which. **Frogs** have thin, wet **skin** and big, webbed back legs, and they hop well. **Toads** have thick **skin** dotted with nubs. Their back legs are not as big, so they hop less. With them, they dig pits and back into the mud. On their necks, **toads** have sacs that fill with toxins. A dog that licks **toads** can get very sick. **Frogs** deposit their eggs in a big mass, and **toads** deposit them in ribbons.

**Frogs** and **toads** kill lots of moths and bugs. Their **skin** lets gases and toxins pass into them. So if **frogs** and **toads** vanish from a bog, it tells us that the bog is sick.`,
  },
  {
    id: "magnets",
    name: "Magnets",
    levelId: "level4",
    title: "The Hidden Pull of Magnets",
    text: `A magnet can pull on **iron**, and on **steel**, which has **iron** in it. It can act on them with no contact at all. But not all metals are magnetic. A magnet will not stick to brass, glass or plastic.

A magnet has two ends, called its **poles**: a **north pole** and a **south pole**. If the **north pole** of one magnet is next to the **south pole** of a second, the two snap in and stick. Flip one magnet, and the pull switches to a push.

In **iron**, the atoms act as little magnets. They sit in patches, and in a patch, all the little magnets match up. In a bit of **iron** that has no pull, the patches are mixed up, so their pulls do not add up. Drag a magnet from end to end of a **steel** pin, and in lots of its patches, the little magnets twist to match. Then the pin acts as a magnet. Bang it on a desk, and the patches get mixed up, so much of the pull is lost.

The **Earth** acts as a vast magnet, as melted **iron** shifts and spins within it. A **compass** has a thin magnet that can spin, and its **north pole** swings to the **north**. So, as odd as it is, the magnetic **pole** in the **north** of the **Earth** is a **south pole**!`,
  },
];
