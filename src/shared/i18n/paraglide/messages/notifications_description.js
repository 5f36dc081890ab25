/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Notifications_DescriptionInputs */

const en_notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified for a profile’s first sync, for what you open, or for the shipments you book here.`)
};

const es_notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que una sincronización encontró cambiado en sus envíos, una notificación por sincronización; al pulsarla se abre el envío, o Seguimiento si cambiaron muchos. No se notifica la primera sincronización de un perfil, lo que usted abre ni los envíos que reserva aquí.`)
};

const en_xa2_notifications_description = /** @type {(inputs: Notifications_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵĥáţ á šýñç ƒóúñð çĥáñĝéð íñ ýóúŕ šĥíþɱéñţš, óñé ñóţíƒíçáţíóñ þéŕ šýñç; çļíçķíñĝ óñé óþéñš ţĥé šĥíþɱéñţ, óŕ Ţŕáçķíñĝ ŵĥéñ ɱáñý çĥáñĝéð. Ñóţĥíñĝ íš ñóţíƒíéð ƒóŕ á þŕóƒíļé’š ƒíŕšţ šýñç, ƒóŕ ŵĥáţ ýóú óþéñ, óŕ ƒóŕ ţĥé šĥíþɱéñţš ýóú ƀóóķ ĥéŕé. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "What a sync found changed in your shipments, one notification per sync; clicking one opens the shipment, or Tracking when many changed. Nothing is notified f..." |
*
* @param {Notifications_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const notifications_description = /** @type {((inputs?: Notifications_DescriptionInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_DescriptionInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_notifications_description(inputs)
	if (locale === "en-XA") return en_xa2_notifications_description(inputs)
	return en_notifications_description(inputs)
});