/**
* | output |
* | --- |
* | "{moment} (your entry, {when}, is set aside)" |
*
* @param {Tracking_Free_Entry_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_entry_set_aside: ((inputs: Tracking_Free_Entry_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Entry_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Entry_Set_AsideInputs = {
    moment: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
