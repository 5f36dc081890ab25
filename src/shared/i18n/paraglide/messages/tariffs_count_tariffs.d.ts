/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} tariff" |
* | * | "{shown} tariffs" |
*
* @param {Tariffs_Count_TariffsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_count_tariffs: ((inputs: Tariffs_Count_TariffsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Count_TariffsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Count_TariffsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
