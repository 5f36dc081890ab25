/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Tracking_Free_Port_No_ZoneInputs */

const en_tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The time zone of ${i?.name} is not known to the desk: days are counted in UTC.`)
};

const es_tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El escritorio no conoce la zona horaria de ${i?.name}: los días se cuentan en UTC.`)
};

const en_xa2_tracking_free_port_no_zone = /** @type {(inputs: Tracking_Free_Port_No_ZoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ţíɱé žóñé óƒ ${i?.name} íš ñóţ ķñóŵñ ţó ţĥé ðéšķ: ðáýš áŕé çóúñţéð íñ ÚŢÇ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The time zone of {name} is not known to the desk: days are counted in UTC." |
*
* @param {Tracking_Free_Port_No_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_no_zone = /** @type {((inputs: Tracking_Free_Port_No_ZoneInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Port_No_ZoneInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_port_no_zone(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_port_no_zone(inputs)
	return en_tracking_free_port_no_zone(inputs)
});