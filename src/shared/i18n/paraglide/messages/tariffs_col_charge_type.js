/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_Charge_TypeInputs */

const en_tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge type`)
};

const es_tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo de cargo`)
};

const en_xa2_tariffs_col_charge_type = /** @type {(inputs: Tariffs_Col_Charge_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ţýþé ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Charge type" |
*
* @param {Tariffs_Col_Charge_TypeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge_type = /** @type {((inputs?: Tariffs_Col_Charge_TypeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_Charge_TypeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_charge_type(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_charge_type(inputs)
	return en_tariffs_col_charge_type(inputs)
});