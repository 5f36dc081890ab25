/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_CarrierInputs */

const en_tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

const es_tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Transportista`)
};

const en_xa2_tariffs_col_carrier = /** @type {(inputs: Tariffs_Col_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕŕíéŕ ·~]`)
};

/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Tariffs_Col_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_carrier = /** @type {((inputs?: Tariffs_Col_CarrierInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_CarrierInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_carrier(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_carrier(inputs)
	return en_tariffs_col_carrier(inputs)
});