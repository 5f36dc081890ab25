/**
* | output |
* | --- |
* | "Synced {when}" |
*
* @param {Sync_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sync_synced: ((inputs: Sync_SyncedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sync_SyncedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sync_SyncedInputs = {
    when: NonNullable<unknown>;
};
