/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Route_Rating_SummaryInputs */

const en_route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it.`)
};

const es_route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifique envíos de cajas, palés, marítimos FCL o LCL y aéreos, compare las ofertas de los transportistas y guarde una como cotización o resérvela.`)
};

const en_xa2_route_rating_summary = /** @type {(inputs: Route_Rating_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíçé ƀóẋéš, þáļļéţš, šéá ƑÇĻ óŕ ĻÇĻ áñð áíŕ šĥíþɱéñţš, çóɱþáŕé ţĥé çáŕŕíéŕš’ óƒƒéŕš, šáṽé óñé áš á ǫúóţé óŕ ƀóóķ íţ. ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·~ ·]`)
};

/**
* | output |
* | --- |
* | "Price boxes, pallets, sea FCL or LCL and air shipments, compare the carriers’ offers, save one as a quote or book it." |
*
* @param {Route_Rating_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_rating_summary = /** @type {((inputs?: Route_Rating_SummaryInputs, options?: { locale?: "en" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Route_Rating_SummaryInputs, { locale?: "en" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_route_rating_summary(inputs)
	if (locale === "en-XA") return en_xa2_route_rating_summary(inputs)
	return en_route_rating_summary(inputs)
});