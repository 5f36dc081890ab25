/**
* | output |
* | --- |
* | "shipments {day} filtered" |
*
* @param {File_Name_Shipments_FilteredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_shipments_filtered: ((inputs: File_Name_Shipments_FilteredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Shipments_FilteredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Shipments_FilteredInputs = {
    day: NonNullable<unknown>;
};
