"""Image pools of the CODESYS stand-in (the images visualizations show).

Projects and applications have `create_imagepool(name=None)`; every object has `is_imagepool`. A taken name raises
ArgumentException (modelled as ValueError). The default name ("ImagePool", then "ImagePool_1", ...) is the stand-in's
choice. The images of a pool (added in the IDE's image pool editor) are not modelled: a new pool is empty.
"""
import scriptengine as se
from standin_objects_text_lists import create_named_child

TYPE_IMAGEPOOL = se.Guid('bb0b9044-714e-4614-ad3e-33cbdf34d16b')


def _create_imagepool(self, name=None):
    return create_named_child(self, name, 'ImagePool', TYPE_IMAGEPOOL, 'image pool')


def install():
    se.MODEL_MEMBERS['object']['is_imagepool'] = se._BoundProperty(lambda self: self._node.type == TYPE_IMAGEPOOL)
    se.MODEL_MEMBERS['project']['create_imagepool'] = _create_imagepool
    se.MODEL_MEMBERS.setdefault(se.TYPE_APPLICATION, {})['create_imagepool'] = _create_imagepool
