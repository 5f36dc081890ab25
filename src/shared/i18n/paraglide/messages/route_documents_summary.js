/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Documents_SummaryInputs */

const en_route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The documents each booked shipment needs: drop files to upload them, download templates and uploads.`)
};

const es_route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los documentos que necesita cada envío reservado: suelte ficheros para subirlos, descargue plantillas y lo subido.`)
};

const en_xa2_route_documents_summary = /** @type {(inputs: Route_Documents_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé ðóçúɱéñţš éáçĥ ƀóóķéð šĥíþɱéñţ ñééðš: ðŕóþ ƒíļéš ţó úþļóáð ţĥéɱ, ðóŵñļóáð ţéɱþļáţéš áñð úþļóáðš. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ]`)
};

/**
* | output |
* | --- |
* | "The documents each booked shipment needs: drop files to upload them, download templates and uploads." |
*
* @param {Route_Documents_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_documents_summary = /** @type {((inputs?: Route_Documents_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Documents_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_documents_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_documents_summary(inputs)
	return en_route_documents_summary(inputs)
});