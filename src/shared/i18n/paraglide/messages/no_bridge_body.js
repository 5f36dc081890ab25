/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} No_Bridge_BodyInputs */

const en_no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm run web) instead.`)
};

const es_no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta página es el interior de la aplicación Freight Desk y necesita la aplicación a su alrededor para llegar al servicio de transporte. Abra Freight Desk (o el arnés web, npm run web) en su lugar.`)
};

const en_xa2_no_bridge_body = /** @type {(inputs: No_Bridge_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þáĝé íš ţĥé íñšíðé óƒ ţĥé Ƒŕéíĝĥţ Ðéšķ áþþ áñð ñééðš ţĥé áþþ áŕóúñð íţ ţó ŕéáçĥ ţĥé ƒŕéíĝĥţ šéŕṽíçé. Óþéñ Ƒŕéíĝĥţ Ðéšķ íţšéļƒ (óŕ ţĥé ŵéƀ ĥáŕñéšš, ñþɱ ŕúñ ŵéƀ) íñšţéáð. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "This page is the inside of the Freight Desk app and needs the app around it to reach the freight service. Open Freight Desk itself (or the web harness, npm r..." |
*
* @param {No_Bridge_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const no_bridge_body = /** @type {((inputs?: No_Bridge_BodyInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<No_Bridge_BodyInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_no_bridge_body(inputs)
	if (locale === "en-XA") return en_xa2_no_bridge_body(inputs)
	return en_no_bridge_body(inputs)
});