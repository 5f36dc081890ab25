/**
* | output |
* | --- |
* | "containerType “{value}” is not a container type such as DRY40" |
*
* @param {Tariffs_Csv_Container_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_container_type: ((inputs: Tariffs_Csv_Container_TypeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Container_TypeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Container_TypeInputs = {
    value: NonNullable<unknown>;
};
