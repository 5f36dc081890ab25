/**
* | output |
* | --- |
* | "Enter the date and the time (hours and minutes) at the port." |
*
* @param {Tracking_Free_Entry_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_incomplete: ((inputs?: Tracking_Free_Entry_IncompleteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_IncompleteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Entry_IncompleteInputs = {};
