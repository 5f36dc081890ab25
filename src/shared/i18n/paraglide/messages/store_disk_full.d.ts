/**
* | output |
* | --- |
* | "The disk is full: Freight Desk could not write to {folder}. Free some space on that disk, then try again." |
*
* @param {Store_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_disk_full: ((inputs: Store_Disk_FullInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Disk_FullInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Disk_FullInputs = {
    folder: NonNullable<unknown>;
};
