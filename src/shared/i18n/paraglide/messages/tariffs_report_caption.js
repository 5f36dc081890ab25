/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ contract: NonNullable<unknown> }} Tariffs_Report_CaptionInputs */

const en_tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tariff report for ${i?.contract}`)
};

const es_tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Informe de tarifas de ${i?.contract}`)
};

const en_xa2_tariffs_report_caption = /** @type {(inputs: Tariffs_Report_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţáŕíƒƒ ŕéþóŕţ ƒóŕ ${i?.contract} ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Tariff report for {contract}" |
*
* @param {Tariffs_Report_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_caption = /** @type {((inputs: Tariffs_Report_CaptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Report_CaptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_report_caption(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_report_caption(inputs)
	return en_tariffs_report_caption(inputs)
});