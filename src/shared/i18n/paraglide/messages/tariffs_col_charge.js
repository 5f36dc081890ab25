/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tariffs_Col_ChargeInputs */

const en_tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

const es_tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const en_xa2_tariffs_col_charge = /** @type {(inputs: Tariffs_Col_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Tariffs_Col_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_col_charge = /** @type {((inputs?: Tariffs_Col_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tariffs_Col_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tariffs_col_charge(inputs)
	if (locale === "en-XA") return en_xa2_tariffs_col_charge(inputs)
	return en_tariffs_col_charge(inputs)
});