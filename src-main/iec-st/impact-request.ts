// What the impact analysis is asked: the edited texts and what it reads around them.
/** A declaration outside the edited text (a global variable, a GVL entry) that names in the text may refer to. */
export interface OuterDeclaration {
  name: string;
  /** The global variable list it belongs to, where the text may name it qualified (`GVL_IO.bStart`). */
  namespace?: string;
  type: string;
  address: string | null;
  documentation: string | null;
}

export interface ImpactRequest {
  /** The edited texts, named as in the diff. */
  parts: ReadonlyArray<{ name: string; before: string; after: string }>;
  globals?: readonly OuterDeclaration[];
  /** Global variable lists outside the edited texts (CODESYS GVLs) as declared; each variable is in its list's namespace. */
  globalLists?: ReadonlyArray<{ name: string; declaration: string }>;
  /** Lists that exist but were not read (over the cost limit): the report says their variables went unresolved. */
  skippedGlobalLists?: readonly string[];
  /**
   * I/O addresses the IO mapping gives variables that declare none (or `%Q*`), lower case, by the name the edited
   * text uses: `gvl_io.bconveyorrun` for a list's variable, `bmotor` for one of the edited object's own.
   */
  ioMapping?: Readonly<Record<string, string>>;
  safetyPatterns: readonly string[];
  /** The project's own list of safety-relevant signal names. */
  safetySignals?: readonly string[];
  /** The I/O addresses the person marked safety-relevant for the project (Settings → Safety). */
  safetyAddresses?: readonly string[];
  /**
   * The project's other POUs (not edited), read for their located variables only: a safety-relevant signal's
   * address is safety-relevant wherever the edited text reaches it.
   */
  otherUnits?: ReadonlyArray<{ name: string; text: string }>;
  /** Other POUs that exist but were not read (over the cost limit): the report names them as unresolved. */
  skippedOtherUnits?: readonly string[];
}
