/**
* | output |
* | --- |
* | "shipments {day}" |
*
* @param {File_Name_ShipmentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_shipments: ((inputs: File_Name_ShipmentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_ShipmentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_ShipmentsInputs = {
    day: NonNullable<unknown>;
};
