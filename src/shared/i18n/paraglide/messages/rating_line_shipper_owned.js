/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Rating_Line_Shipper_OwnedInputs */

const en_rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipper-owned`)
};

const es_rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Del cargador`)
};

const en_xa2_rating_line_shipper_owned = /** @type {(inputs: Rating_Line_Shipper_OwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþþéŕ-óŵñéð ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipper-owned" |
*
* @param {Rating_Line_Shipper_OwnedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_shipper_owned = /** @type {((inputs?: Rating_Line_Shipper_OwnedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Rating_Line_Shipper_OwnedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_rating_line_shipper_owned(inputs)
	if (locale === "en-XA") return en_xa2_rating_line_shipper_owned(inputs)
	return en_rating_line_shipper_owned(inputs)
});