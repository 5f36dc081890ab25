/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_Read_FailedInputs */

const en_tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not read the shipment’s free time`)
};

const es_tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo leer el tiempo libre del envío`)
};

const en_xa2_tracking_free_read_failed = /** @type {(inputs: Tracking_Free_Read_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çóúļð ñóţ ŕéáð ţĥé šĥíþɱéñţ’š ƒŕéé ţíɱé ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "Could not read the shipment’s free time" |
*
* @param {Tracking_Free_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_read_failed = /** @type {((inputs?: Tracking_Free_Read_FailedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_Read_FailedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_read_failed(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_read_failed(inputs)
	return en_tracking_free_read_failed(inputs)
});