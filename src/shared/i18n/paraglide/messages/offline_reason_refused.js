/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Offline_Reason_RefusedInputs */

const en_offline_reason_refused = /** @type {(inputs: Offline_Reason_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service refused the API key or secret of ${i?.name}: fix them in Settings to do this.`)
};

const es_offline_reason_refused = /** @type {(inputs: Offline_Reason_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio rechazó la clave o el secreto de la API de ${i?.name}: corríjalos en Ajustes para hacer esto.`)
};

const en_xa2_offline_reason_refused = /** @type {(inputs: Offline_Reason_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ŕéƒúšéð ţĥé ÁÞÍ ķéý óŕ šéçŕéţ óƒ ${i?.name}: ƒíẋ ţĥéɱ íñ Šéţţíñĝš ţó ðó ţĥíš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "The service refused the API key or secret of {name}: fix them in Settings to do this." |
*
* @param {Offline_Reason_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_refused = /** @type {((inputs: Offline_Reason_RefusedInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Reason_RefusedInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_reason_refused(inputs)
	if (locale === "en-XA") return en_xa2_offline_reason_refused(inputs)
	return en_offline_reason_refused(inputs)
});