/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Detail_Rates_ImportedInputs */

const en_tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rates imported`)
};

const es_tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Precios importados`)
};

const en_xa2_tariffs_detail_rates_imported = /** @type {(inputs: Tariffs_Detail_Rates_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕáţéš íɱþóŕţéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Rates imported" |
*
* @param {Tariffs_Detail_Rates_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_rates_imported = /** @type {((inputs?: Tariffs_Detail_Rates_ImportedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Detail_Rates_ImportedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_detail_rates_imported(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_detail_rates_imported(inputs)
	return en_tariffs_detail_rates_imported(inputs)
});