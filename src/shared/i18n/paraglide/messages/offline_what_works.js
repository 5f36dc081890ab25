/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Offline_What_WorksInputs */

const en_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipments, quotes and documents show as stored, each marked with the time it was fetched ("as of"). Actions that need the service (rate, book, upload, switch tracking) are disabled until it answers; nothing you typed is lost.`)
};

const es_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíos, cotizaciones y documentos se muestran tal como se guardaron, cada uno con la hora en que se obtuvo («a fecha de»). Las acciones que necesitan el servicio (tarificar, reservar, subir, activar el seguimiento) quedan desactivadas hasta que responda; no se pierde nada de lo que escribió.`)
};

const en_xa2_offline_what_works = /** @type {(inputs: Offline_What_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥíþɱéñţš, ǫúóţéš áñð ðóçúɱéñţš šĥóŵ áš šţóŕéð, éáçĥ ɱáŕķéð ŵíţĥ ţĥé ţíɱé íţ ŵáš ƒéţçĥéð ("áš óƒ"). Áçţíóñš ţĥáţ ñééð ţĥé šéŕṽíçé (ŕáţé, ƀóóķ, úþļóáð, šŵíţçĥ ţŕáçķíñĝ) áŕé ðíšáƀļéð úñţíļ íţ áñšŵéŕš; ñóţĥíñĝ ýóú ţýþéð íš ļóšţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~]`)
};

/**
* | output |
* | --- |
* | "Shipments, quotes and documents show as stored, each marked with the time it was fetched (\"as of\"). Actions that need the service (rate, book, upload, switch..." |
*
* @param {Offline_What_WorksInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_what_works = /** @type {((inputs?: Offline_What_WorksInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_What_WorksInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_offline_what_works(inputs)
	if (locale === "en-XA") return en_xa2_offline_what_works(inputs)
	return en_offline_what_works(inputs)
});