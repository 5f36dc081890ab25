/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tracking_Empty_Never_Synced_TextInputs */

const en_tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it.`)
};

const es_tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freight Desk la sincroniza al iniciar sesión y después cada pocos minutos. Sincronice ahora para traerla.`)
};

const en_xa2_tracking_empty_never_synced_text = /** @type {(inputs: Tracking_Empty_Never_Synced_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéíĝĥţ Ðéšķ šýñçš íţ ŵĥéñ ýóú šíĝñ íñ áñð éṽéŕý ƒéŵ ɱíñúţéš áƒţéŕ. Šýñç ñóŵ ţó ƒéţçĥ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Freight Desk syncs it when you sign in and every few minutes after. Sync now to fetch it." |
*
* @param {Tracking_Empty_Never_Synced_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_never_synced_text = /** @type {((inputs?: Tracking_Empty_Never_Synced_TextInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tracking_Empty_Never_Synced_TextInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tracking_empty_never_synced_text(inputs)
	if (locale === "en-XA") return en_xa2_tracking_empty_never_synced_text(inputs)
	return en_tracking_empty_never_synced_text(inputs)
});