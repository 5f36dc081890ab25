/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Booking_Rule_No_Container_CargoInputs */

const en_booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each container needs at least one cargo`)
};

const es_booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cada contenedor necesita al menos una línea de carga`)
};

const en_xa2_booking_rule_no_container_cargo = /** @type {(inputs: Booking_Rule_No_Container_CargoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éáçĥ çóñţáíñéŕ ñééðš áţ ļéášţ óñé çáŕĝó ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Each container needs at least one cargo" |
*
* @param {Booking_Rule_No_Container_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_rule_no_container_cargo = /** @type {((inputs?: Booking_Rule_No_Container_CargoInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Booking_Rule_No_Container_CargoInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_booking_rule_no_container_cargo(inputs)
	if (locale === "en-XA") return en_xa2_booking_rule_no_container_cargo(inputs)
	return en_booking_rule_no_container_cargo(inputs)
});