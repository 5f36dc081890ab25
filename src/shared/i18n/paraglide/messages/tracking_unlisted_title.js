/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Tracking_Unlisted_TitleInputs */

const en_tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The service has not listed this shipment since ${i?.when}. Freight Desk keeps what it stored.`)
};

const es_tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servicio no lista este envío desde ${i?.when}. Freight Desk conserva lo que guardó.`)
};

const en_xa2_tracking_unlisted_title = /** @type {(inputs: Tracking_Unlisted_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽíçé ĥáš ñóţ ļíšţéð ţĥíš šĥíþɱéñţ šíñçé ${i?.when}. Ƒŕéíĝĥţ Ðéšķ ķééþš ŵĥáţ íţ šţóŕéð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The service has not listed this shipment since {when}. Freight Desk keeps what it stored." |
*
* @param {Tracking_Unlisted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_unlisted_title = /** @type {((inputs: Tracking_Unlisted_TitleInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Unlisted_TitleInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_unlisted_title(inputs)
	if (locale === "en-XA") return en_xa2_tracking_unlisted_title(inputs)
	return en_tracking_unlisted_title(inputs)
});