/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Sea_ChargeInputs */

const en_rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge`)
};

const es_rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargo`)
};

const en_xa2_rating_sea_charge = /** @type {(inputs: Rating_Sea_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáŕĝé ·~]`)
};

/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Rating_Sea_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_charge = /** @type {((inputs?: Rating_Sea_ChargeInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Sea_ChargeInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_sea_charge(inputs)
	if (locale === "en-XA") return en_xa2_rating_sea_charge(inputs)
	return en_rating_sea_charge(inputs)
});