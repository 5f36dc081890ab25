/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Free_No_PortInputs */

const en_tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The desk did not keep this booking’s port of destination: days are counted in UTC.`)
};

const es_tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El escritorio no guardó el puerto de destino de esta reserva: los días se cuentan en UTC.`)
};

const en_xa2_tracking_free_no_port = /** @type {(inputs: Tracking_Free_No_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðéšķ ðíð ñóţ ķééþ ţĥíš ƀóóķíñĝ’š þóŕţ óƒ ðéšţíñáţíóñ: ðáýš áŕé çóúñţéð íñ ÚŢÇ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "The desk did not keep this booking’s port of destination: days are counted in UTC." |
*
* @param {Tracking_Free_No_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_port = /** @type {((inputs?: Tracking_Free_No_PortInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Free_No_PortInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_free_no_port(inputs)
	if (locale === "en-XA") return en_xa2_tracking_free_no_port(inputs)
	return en_tracking_free_no_port(inputs)
});