/**
* | output |
* | --- |
* | "{event} entered by hand" |
*
* @param {Tracking_Free_Entry_LabelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_label: ((inputs: Tracking_Free_Entry_LabelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_LabelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Entry_LabelInputs = {
    event: NonNullable<unknown>;
};
