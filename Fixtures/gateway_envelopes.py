"""The data.go.kr envelopes every service's fixtures share: the gateway's own error answers and a body-less result
header. Imported by the fixture generators next to each service's fixtures (Fixtures/*/make-*-fixtures.py)."""


def gateway_xml(auth, code):
    """The gateway's XML error envelope, as it answers for a key or quota problem in any service."""
    return (
        "<OpenAPI_ServiceResponse>\n"
        "  <cmmMsgHeader>\n"
        "    <errMsg>SERVICE ERROR</errMsg>\n"
        "    <returnAuthMsg>%s</returnAuthMsg>\n"
        "    <returnReasonCode>%s</returnReasonCode>\n"
        "  </cmmMsgHeader>\n"
        "</OpenAPI_ServiceResponse>\n" % (auth, code)
    )


def result_only(code, message):
    """A service's answer with a result header and no body (NO_DATA, application errors)."""
    return {"response": {"header": {"resultCode": code, "resultMsg": message}}}
