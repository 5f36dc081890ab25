/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rule_No_CargosInputs */

const en_booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargos must hold at least one cargo`)
};

const es_booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añada al menos una línea de carga`)
};

const en_xa2_booking_rule_no_cargos = /** @type {(inputs: Booking_Rule_No_CargosInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáŕĝóš ɱúšţ ĥóļð áţ ļéášţ óñé çáŕĝó ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Cargos must hold at least one cargo" |
*
* @param {Booking_Rule_No_CargosInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_cargos = /** @type {((inputs?: Booking_Rule_No_CargosInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_CargosInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_no_cargos(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_no_cargos(inputs)
	return en_booking_rule_no_cargos(inputs)
});