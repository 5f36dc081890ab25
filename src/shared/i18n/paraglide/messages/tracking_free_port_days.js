/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, zone: NonNullable<unknown> }} Tracking_Free_Port_DaysInputs */

const en_tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Days of the port of ${i?.name}, ${i?.zone} time; times are the port’s.`)
};

const es_tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Días del puerto de ${i?.name}, hora de ${i?.zone}; las horas son las del puerto.`)
};

const en_xa2_tracking_free_port_days = /** @type {(inputs: Tracking_Free_Port_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðáýš óƒ ţĥé þóŕţ óƒ ${i?.name}, ${i?.zone} ţíɱé; ţíɱéš áŕé ţĥé þóŕţ’š. ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Days of the port of {name}, {zone} time; times are the port’s." |
*
* @param {Tracking_Free_Port_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_port_days = /** @type {((inputs: Tracking_Free_Port_DaysInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Port_DaysInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_port_days(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_port_days(inputs)
	return en_tracking_free_port_days(inputs)
});